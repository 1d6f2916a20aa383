// The theme's swipe threshold (spec: "swipe threshold 20 px"), outside src/carousel/ so that a carousel
// still waiting for the slider library (the product gallery) can tell a swipe without loading it.
export const SWIPE_THRESHOLD_PX = 20;
