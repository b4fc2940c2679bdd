"""Turn structure (CR 500–514): steps and phases, priority (117), extra turns and phases (500.7–500.8),
day and night (731), starting the game (103) and what happened this turn."""
