/**
 * Right padding for a row whose figures would reach the window's right edge, where the floating coach launcher sits
 * (56 px, 16 px from the edge: the rightmost 72 px and a gap): below `lg` a card spans the window, so the row ends
 * before the launcher's lane and no score is ever under it, however the page is scrolled. From `lg` the cards that
 * hold scores sit in columns away from that edge.
 */
export const LAUNCHER_LANE_CLASS = 'pr-12 lg:pr-0';
