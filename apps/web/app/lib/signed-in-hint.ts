import { useEffect, useState } from "react";

/**
 * Whether this browser was signed in to the dashboard the last time it looked: the session cookie
 * is HttpOnly, so the public pages (pre-rendered, no request of their own) read this hint instead
 * to say "Meu painel" rather than "Entrar". It holds no identity, only "1".
 */
const KEY = "signed-in";

/** Kept by the dashboard and the chat each time they learn whether the session is alive. */
export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(KEY, "1");
    else localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the site keeps saying "Entrar", which still leads there.
  }
}

/** False on the pre-rendered page and until the browser has been read after hydration. */
export function useSignedInHint(): boolean {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    try {
      setSignedIn(localStorage.getItem(KEY) === "1");
    } catch {
      setSignedIn(false);
    }
  }, []);
  return signedIn;
}
