# syntax=docker/dockerfile:1
# Tostão: the built server (API, webhooks, web site) in one image. Embedded database by default
# (a volume at /data); set DATABASE_URL for PostgreSQL (see compose.yaml and the README).

# Node 20, the release package.json's "engines" names and the test suite runs on (see the README's
# "Node version"). The build output is the same whatever the environment: every setting (links,
# checkout, secrets) is read when the container starts.

# ── build: install everything, build the web app and bundle the server ───────────────────────
FROM node:20-bookworm-slim AS build
WORKDIR /app
# Manifests first, so dependencies are only reinstalled when they change.
COPY package.json package-lock.json ./
COPY packages/core/package.json packages/core/
COPY packages/db/package.json packages/db/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN node scripts/build.mjs \
 && npm prune --omit=dev --no-audit --no-fund \
 # What runs: the server bundle (with its migrations), the built site and production modules.
 && mkdir -p /out/apps/server /out/apps/web \
 && cp -r package.json node_modules /out/ \
 && cp -r apps/server/package.json apps/server/dist /out/apps/server/ \
 && if [ -d apps/server/node_modules ]; then cp -r apps/server/node_modules /out/apps/server/; fi \
 && cp -r apps/web/build /out/apps/web/

# ── run: slim Node, Debian's OCR and PDF tools, an unprivileged user ─────────────────────────
FROM node:20-bookworm-slim
# tesseract (Portuguese) and poppler read photos and scanned PDFs; without them the server falls
# back to tesseract.js, slower.
RUN apt-get update \
 && apt-get install -y --no-install-recommends tesseract-ocr tesseract-ocr-por poppler-utils \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=root:root /out/ /app/
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM (docker stop) lets the server finish in-flight sends and release the data directory.
STOPSIGNAL SIGTERM
CMD ["node", "apps/server/dist/bin/main.js"]
