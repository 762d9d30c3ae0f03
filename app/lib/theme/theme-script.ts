import { THEME_STORAGE_KEY } from './theme-choice.ts';

/**
 * Inline script run in <head> before first paint: sets `data-theme` on <html> to the scheme shown
 * (the stored choice, else the system's), so a dark reader never sees a light frame, while the
 * server sends the same page to everyone. It then follows the system's scheme while no choice is
 * stored, and a choice made in another tab (storage) or this one (chooseTheme's event).
 * Without script, the page stays light.
 */
export const themeScript = `(function(){var d=document.documentElement,m=window.matchMedia?window.matchMedia('(prefers-color-scheme: dark)'):null;function a(){var c=null;try{c=localStorage.getItem('${THEME_STORAGE_KEY}')}catch(e){}d.dataset.theme=c==='dark'||c==='light'?c:m&&m.matches?'dark':'light'}a();if(m&&m.addEventListener)m.addEventListener('change',a);window.addEventListener('storage',function(e){if(e.key==='${THEME_STORAGE_KEY}'||e.key===null)a()});window.addEventListener('almanac-theme',a)})();`;
