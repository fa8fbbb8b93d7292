// Debian's chromium and the flags every headless run here uses: no sandbox as root, and no
// background connections (this machine reaches nothing outside loopback).
export const CHROMIUM = "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
