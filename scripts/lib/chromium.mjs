// Debian's chromium and the flags every headless run here uses: no sandbox as root, and no
// background connections (this machine reaches nothing outside loopback).
export const CHROMIUM = "/usr/bin/chromium";

/**
 * Debian's chromium-headless-shell (the same release): the browser tests run in it, as Playwright
 * runs its own headless chromium. Without the browser's window machinery it costs far less CPU:
 * 20 new contexts each loading a page took 0.9 s of CPU against 3.7 s in chromium, and an open
 * page that waits 10 ms against 660 ms over 15 s. Lighthouse (the benchmarks) keeps chromium.
 */
export const CHROMIUM_HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
