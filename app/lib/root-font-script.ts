import { DESIGN_WIDTH, LAYOUT_BREAKPOINT } from '../../shared/layout.ts';

/**
 * Inline script run in <head> before first paint: sets the root font size from the window
 * width (the same rule as rootFontSize) and keeps it current on resize.
 */
export const rootFontScript = `(function(){var d=document.documentElement;function f(){var w=d.clientWidth||window.innerWidth;d.style.fontSize=(w>${LAYOUT_BREAKPOINT}?100:w/${DESIGN_WIDTH}*100)+'px'}f();window.addEventListener('resize',f)})();`;
