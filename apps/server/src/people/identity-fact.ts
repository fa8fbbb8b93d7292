/**
 * What a webhook says about who is who: a phone and a BSUID seen together (a message's
 * `contacts`, a status's `contacts`), or a change (a new phone number, a new BSUID).
 */
export type IdentityFact =
  | {
      kind: "seen";
      phone: string | null;
      waUserId: string;
      username: string | null;
      name: string | null;
    }
  | {
      kind: "changed";
      /** The number the person had, the BSUID they had (either may be unknown). */
      oldPhone: string | null;
      oldWaUserId: string | null;
      /** The new number (`user_changed_number`; absent when it cannot be shared) and BSUID. */
      newPhone: string | null;
      newWaUserId: string | null;
      at: Date;
    };
