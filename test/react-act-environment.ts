// Tells React the unit tests drive it through act(): updates are flushed when act() returns.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
