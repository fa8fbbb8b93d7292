-- Subscriptions bought at a checkout platform (Hotmart, Kiwify…) and every event the platform
-- sent about them. The state of a subscription is always the fold of its applied events in
-- the order they happened (packages/core/src/billing/subscription-machine.ts).

CREATE TABLE subscriptions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider text NOT NULL,
  -- The platform's subscription (subscriber code, subscription id) or, for a one-off
  -- purchase, its transaction.
  external_id text NOT NULL,
  user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  -- The buyer as the checkout reported them; phone in E.164 when it could be read.
  phone text,
  buyer_name text,
  buyer_email text,
  plan text,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN (
    'pending', 'trial', 'active', 'past_due', 'cancelled', 'refunded', 'chargeback'
  )),
  started_at timestamptz,
  period_end timestamptz,
  cancelled_at timestamptz,
  ended_at timestamptz,
  last_event_at timestamptz,
  affiliate_code text,
  affiliate_name text,
  -- When the welcome template went out for this subscription, so it goes out once.
  welcomed_at timestamptz,
  -- When the person was told a refund or chargeback ended access (cleared on reactivation).
  end_notified_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT subscriptions_provider_external_id_key UNIQUE (provider, external_id)
);
CREATE INDEX subscriptions_user_idx ON subscriptions (user_id) WHERE user_id IS NOT NULL;
CREATE INDEX subscriptions_phone_idx ON subscriptions (phone);
CREATE INDEX subscriptions_status_idx ON subscriptions (status, period_end);

CREATE TABLE subscription_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider text NOT NULL,
  -- The platform's id of the delivery (Hotmart envelope id, Kiwify order id + event type).
  event_id text NOT NULL,
  subscription_id bigint REFERENCES subscriptions (id) ON DELETE CASCADE,
  -- The platform's own name for the event (PURCHASE_APPROVED, compra_reembolsada…).
  event_type text NOT NULL,
  -- The internal kind (approved, refunded…); null when the event means nothing to access.
  kind text,
  occurred_at timestamptz NOT NULL,
  transaction text,
  plan text,
  paid_until timestamptz,
  amount_centavos bigint,
  affiliate_code text,
  affiliate_name text,
  commission_centavos bigint,
  -- applied: part of the subscription's history; ignored: stored for the operator only.
  outcome text NOT NULL CHECK (outcome IN ('applied', 'ignored')),
  note text,
  payload jsonb NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT subscription_events_provider_event_id_key UNIQUE (provider, event_id)
);
CREATE INDEX subscription_events_subscription_idx ON subscription_events (subscription_id, occurred_at);
CREATE INDEX subscription_events_affiliate_idx ON subscription_events (affiliate_code) WHERE affiliate_code IS NOT NULL;
CREATE INDEX subscription_events_received_idx ON subscription_events (received_at DESC);

-- Set when a purchase's welcome template went out: the person's first answer then gets the
-- first steps instead of the generic greeting.
ALTER TABLE users ADD COLUMN welcome_template_at timestamptz;
