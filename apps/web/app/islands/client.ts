// The only script a pre-rendered public page references (see scripts/build.mjs). It is tiny and
// waits for the "load" event, so the HTML, stylesheet and images get the bandwidth first; then it
// fetches the code of the islands on the page and hydrates them.
const start = () => void import("./hydrate");
if (document.readyState === "complete") start();
else addEventListener("load", start, { once: true });
