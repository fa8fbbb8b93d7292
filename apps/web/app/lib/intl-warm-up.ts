// The first Intl formatter a page creates costs its main thread some 20-50 ms (ICU's locale and
// time zone data are loaded then), whichever formatter it is; the next ones cost well under one.
// The client-side app creates its first ones while its modules are evaluated (money, São Paulo's
// calendar), in the longest tasks before the first screen. The shells of its routes run this
// script instead (render/render-site.ts), in a task of its own after the shell's first frame, while
// the browser waits for the app's code: the cost is paid when the main thread has nothing else to do.

/** Creates one formatter of each kind the app starts with (pt-BR numbers and currency, São Paulo's dates). */
export const intlWarmUpScript =
  'requestAnimationFrame(function(){setTimeout(function(){try{new Intl.NumberFormat("pt-BR",{style:"currency",currency:"BRL"}).format(1);new Intl.DateTimeFormat("pt-BR",{timeZone:"America/Sao_Paulo",dateStyle:"short"}).format(0);new Intl.DateTimeFormat("en-US",{timeZone:"America/Sao_Paulo",hourCycle:"h23",hour:"numeric"}).formatToParts(0)}catch(e){}},0)})';
