"""The second ruleset: the staged declaration of another card game (seed 001, its rules
512.5.4–512.5.5), running on the same core as Magic. It imports nothing from ``arbiter.mtg``.

Vocabulary (from the seed): a *feature* is an ability a card can play; a *composite feature* is
several abilities declared one after another; a *game action* is anything a player does; the
*strike table* decides the result of some attacks. What the fragment leaves open — the stages
around the two steps, the strike table's values, costs — is explicit data in
:mod:`arbiter.staged.rules` with documented defaults (``docs/staged-ruleset.md``).
"""
