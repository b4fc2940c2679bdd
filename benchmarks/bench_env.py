"""Environment benchmark: steps per second of the environments, single-process and vectorized,
and games per second of ``arbiter simulate`` with N workers, on the two benchmark decks.

Wall-clock rates depend on what else the machine runs; the single-process rates are also given
per CPU second of this process (``time.process_time``), which a loaded machine disturbs less.

A step is one agent decision: for the AEC environment one ``step`` (either seat), for the
Gymnasium environment one ``step`` of the agent's seat (the random opponent's decisions in between
are not counted as steps but are included in the time). Actions are uniformly random among the
masked-in ones.

Run:  python -m benchmarks.bench_env [--steps N] [--envs K] [--games G] [--workers W ...]
"""

from __future__ import annotations

import argparse
import json
import time

import numpy as np

from arbiter.core.rng import Rng


def aec_steps(steps: int, seed: int) -> tuple[float, float]:
    from arbiter.env import ArbiterAEC

    env = ArbiterAEC()
    env.reset(seed=seed)
    rng = Rng(seed)
    start, cpu = time.perf_counter(), time.process_time()
    for _ in range(steps):
        obs, _, done, cut, _ = env.last()
        if done or cut:
            env.reset(seed=rng.below(1 << 30))
            continue
        legal = np.flatnonzero(obs["action_mask"])
        env.step(int(legal[rng.below(len(legal))]))
    return steps / (time.perf_counter() - start), steps / (time.process_time() - cpu)


def gym_steps(steps: int, seed: int) -> tuple[float, float]:
    from arbiter.env import ArbiterEnv

    env = ArbiterEnv()
    obs, _ = env.reset(seed=seed)
    rng = Rng(seed)
    start, cpu = time.perf_counter(), time.process_time()
    for _ in range(steps):
        legal = np.flatnonzero(obs["action_mask"])
        obs, _, done, cut, _ = env.step(int(legal[rng.below(len(legal))]))
        if done or cut:
            obs, _ = env.reset(seed=rng.below(1 << 30))
    return steps / (time.perf_counter() - start), steps / (time.process_time() - cpu)


def vector_steps(steps: int, envs: int, asynchronous: bool, seed: int) -> float:
    """Environment steps per second (each vector step is ``envs`` environment steps); the
    vector environments reset a finished game by themselves."""
    from arbiter.env import make_vector_env

    vec = make_vector_env(envs, asynchronous=asynchronous)
    obs, _ = vec.reset(seed=seed)
    rng = np.random.default_rng(seed)
    rounds = max(1, steps // envs)
    start = time.perf_counter()
    for _ in range(rounds):
        mask = obs["action_mask"].astype(bool)
        actions = np.array([rng.choice(np.flatnonzero(m)) if m.any() else 0 for m in mask])
        obs, *_ = vec.step(actions)
    seconds = time.perf_counter() - start
    vec.close()
    return rounds * envs / seconds


def games_per_s(games: int, workers: int, seed: int) -> float:
    from importlib.resources import files

    from arbiter.sim.batch import Batch, run_batch

    data = files("arbiter.data")
    batch = Batch(data.joinpath("deck_a.txt").read_text(), data.joinpath("deck_b.txt").read_text(), "a", "b", seed)
    start = time.perf_counter()
    run_batch(batch, games, workers)
    return games / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--steps", type=int, default=2000)
    parser.add_argument("--envs", type=int, default=2)
    parser.add_argument("--games", type=int, default=8)
    parser.add_argument("--workers", type=int, nargs="*", default=[1, 2])
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    aec, aec_cpu = aec_steps(args.steps, args.seed)
    gym, gym_cpu = gym_steps(args.steps, args.seed)
    report: dict[str, object] = {
        "aec_steps_per_s": round(aec, 1),
        "aec_steps_per_cpu_s": round(aec_cpu, 1),
        "gym_steps_per_s": round(gym, 1),
        "gym_steps_per_cpu_s": round(gym_cpu, 1),
        f"sync_vector_{args.envs}_steps_per_s": round(vector_steps(args.steps, args.envs, False, args.seed), 1),
        f"async_vector_{args.envs}_steps_per_s": round(vector_steps(args.steps, args.envs, True, args.seed), 1),
    }
    for w in args.workers:
        report[f"simulate_games_per_s_workers_{w}"] = round(games_per_s(args.games, w, args.seed), 3)
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
