// The theme's swipe threshold (spec: "swipe threshold 20 px"), apart from the slider library's code so a
// carousel still waiting for it can tell a swipe. build.mjs keeps it in the base chunk: shared by the
// library's chunk and the gallery's, it would otherwise be a (near empty) chunk and request of its own.
export const SWIPE_THRESHOLD_PX = 20;
