-- Affiliate applications, named as the public site has always stored them.
CREATE TABLE afiliados_pedidos (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  nome text NOT NULL,
  whatsapp text NOT NULL,
  email text NOT NULL,
  profissao text NOT NULL,
  trabalha_marketing text NOT NULL,
  canal_divulgacao text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  reviewed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT afiliados_pedidos_whatsapp_key UNIQUE (whatsapp)
);
CREATE INDEX afiliados_pedidos_created_at_idx ON afiliados_pedidos (created_at DESC);

-- One row per tracked video; counters only ever change through single atomic statements.
CREATE TABLE video_metrics (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  video_id text NOT NULL,
  video_name text NOT NULL,
  views bigint NOT NULL DEFAULT 0,
  play_count bigint NOT NULL DEFAULT 0,
  total_watch_time bigint NOT NULL DEFAULT 0,
  average_watch_time numeric(12, 2) NOT NULL DEFAULT 0,
  completion_rate numeric(5, 2) NOT NULL DEFAULT 0,
  likes bigint NOT NULL DEFAULT 0,
  shares bigint NOT NULL DEFAULT 0,
  clicks bigint NOT NULL DEFAULT 0,
  conversion_rate numeric(5, 2) NOT NULL DEFAULT 0,
  bounce_rate numeric(5, 2) NOT NULL DEFAULT 0,
  engagement_score numeric(12, 2) NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT video_metrics_video_id_key UNIQUE (video_id)
);
