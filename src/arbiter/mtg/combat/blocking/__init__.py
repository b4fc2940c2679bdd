"""Declaring blockers (CR 509.1): restrictions (509.1b) as predicates on the whole declaration,
requirements (509.1c), and legality — no restriction broken, and as many requirements obeyed
as any restriction-respecting declaration could obey (509.1c), decided within a deadline.

Modules: ``restrictions`` (509.1a–b, 509.1d), ``requirements`` (509.1c), ``problem`` (the
maximum as ids and numbers, a quick construction and a bound), ``counts`` (interchangeable
creatures, independent parts), ``solver`` (the integer model over counts), ``bounds`` (the
deadline and the bounds), ``ruling`` (``check``).
"""

from arbiter.mtg.combat.blocking.bounds import SETTINGS, Maximum, max_obeyed, maximum, maximum_of, set_deadline
from arbiter.mtg.combat.blocking.problem import Problem, greedy, problem_of, upper_bound
from arbiter.mtg.combat.blocking.requirements import Requirement, requirements
from arbiter.mtg.combat.blocking.restrictions import (
    MANY,
    Block,
    View,
    block_cost,
    blocker_error,
    candidates,
    cant_block_alone,
    capacity,
    global_limit,
    legal_pairs,
    maximum_blockers,
    minimum_blockers,
    pair_error,
    restriction_error,
)
from arbiter.mtg.combat.blocking.ruling import check

__all__ = [
    "MANY",
    "SETTINGS",
    "Block",
    "Maximum",
    "Problem",
    "Requirement",
    "View",
    "block_cost",
    "blocker_error",
    "candidates",
    "cant_block_alone",
    "capacity",
    "check",
    "global_limit",
    "greedy",
    "legal_pairs",
    "max_obeyed",
    "maximum",
    "maximum_blockers",
    "maximum_of",
    "minimum_blockers",
    "pair_error",
    "problem_of",
    "requirements",
    "restriction_error",
    "set_deadline",
    "upper_bound",
]
