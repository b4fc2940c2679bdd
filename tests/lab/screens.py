"""Screenshots of the Lab's main screens (docs/lab-*.png) and page load times, measured in the
system's Chromium: ``python -m tests.lab.screens`` (not a test: timings are printed, never
asserted)."""

from __future__ import annotations

import statistics
import sys

from playwright.sync_api import Page, sync_playwright

from tests.lab.conftest import ROOT, TOKEN
from tests.lab.test_browser import CHROMIUM, CHROMIUM_FLAGS, Served

DOCS = ROOT / "docs"


def load_ms(page: Page, url: str) -> float:
    """Navigation start to the load event, as the browser measured it."""
    page.goto(url)
    page.wait_for_load_state("load")
    return float(
        page.evaluate(
            "(() => { const t = performance.getEntriesByType('navigation')[0]; return t.loadEventEnd - t.startTime; })()"
        )
    )


def blocks_and_objects(page: Page, base: str) -> None:
    """The block ruling with its witness drawn, and a creature's characteristics opened."""
    page.goto(f"{base}/file?path=seed_e_evasion/e01_requirements_maximum.yaml")
    page.locator("button.run").nth(0).click()
    page.wait_for_selector("#blocks")
    page.locator("#board .card", has_text="Grizzly Bears").first.click()
    page.wait_for_selector("#object-panel")
    page.screenshot(path=str(DOCS / "lab-blocks.png"), full_page=True)


def a_game(page: Page, base: str) -> None:
    """A game against the heuristic AI, a few turns in."""
    page.goto(f"{base}/play")
    page.select_option("#vs", "built-in: deck B (red)")
    page.fill("#seed", "7")
    page.locator("#start").click()
    page.wait_for_selector("#game")
    for _ in range(30):
        texts = page.locator("button.option").all_text_contents()
        if not texts:
            break
        preferred = [t for t in texts if t.startswith(("choose keep", "pay automatically", "play ", "cast "))]
        text = preferred[0] if preferred else "pass" if "pass" in texts else texts[0]
        before = page.locator("#game").get_attribute("data-answered")
        page.locator("button.option", has_text=text).first.click()
        page.wait_for_function(
            f"document.querySelector('#game').dataset.answered !== {before!r}"
            " && document.querySelector('#game').dataset.thinking === 'no'"
        )
        if page.locator("#game").get_attribute("data-over") == "yes":
            break
    page.screenshot(path=str(DOCS / "lab-play.png"), full_page=True)


def main() -> int:
    if CHROMIUM is None:
        print("no Chromium found: apt-get install chromium", file=sys.stderr)
        return 2
    lab = Served(ROOT / "scenarios")
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)
            page = browser.new_page(viewport={"width": 1400, "height": 900})
            page.goto(f"{lab.base}/?token={TOKEN}")
            page.goto(f"{lab.base}/file?path=seed_a_activation/q01_cursecatcher.yaml")
            page.locator("button.run").nth(1).click()
            page.wait_for_selector("#main")
            session = page.url
            pages = {
                "start page": f"{lab.base}/",
                "editor": f"{lab.base}/file?path=seed_a_activation/q01_cursecatcher.yaml",
                "scenario": session,
            }
            for name, url in pages.items():
                times = [load_ms(page, url) for _ in range(5)]
                print(f"{name}: median {statistics.median(times):.0f} ms, max {max(times):.0f} ms (5 loads)")
            page.goto(session)
            page.locator("button.step").nth(3).click()
            page.wait_for_selector('#main[data-cursor="3"]')
            page.locator("#ruling a.cr").first.click()
            page.wait_for_selector(".rulebox h3")
            page.screenshot(path=str(DOCS / "lab-scenario.png"), full_page=True)
            page.goto(f"{lab.base}/file?path=seed_a_activation/q01_cursecatcher.yaml")
            page.screenshot(path=str(DOCS / "lab-editor.png"))
            page.goto(f"{lab.base}/")
            page.locator("#new-position").click()
            page.wait_for_selector("#builder")
            for card, player, zone in (("Grizzly Bears", "alice", "battlefield"), ("Forest", "alice", "battlefield"),
                                       ("Lightning Bolt", "bob", "hand"), ("Mountain", "bob", "battlefield")):  # fmt: skip
                page.fill("#add input[name=card]", card)
                page.select_option("#add select[name=player]", player)
                page.select_option("#add select[name=zone]", zone)
                page.locator("#add-card").click()
                page.wait_for_function(f"document.querySelector('#yaml').textContent.includes({card!r})")
            page.screenshot(path=str(DOCS / "lab-position.png"), full_page=True)
            blocks_and_objects(page, lab.base)
            a_game(page, lab.base)
            browser.close()
    finally:
        lab.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
