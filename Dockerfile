# The site in a container (docs/deploy.md): one Node process on port 3000, its embedded database
# in the /data volume (or PostgreSQL through DATABASE_URL). Build and run:
#   docker build -t nordic-media .
#   docker run -d -p 127.0.0.1:3000:3000 -v nordic-data:/data --env-file site.env nordic-media
# with site.env as in docs/deploy.md (PUBLIC_URL, BETTER_AUTH_SECRET, SMTP_URL, TRUSTED_PROXIES …).

FROM node:24-bookworm-slim AS build
WORKDIR /app
# Dependencies first, so that a change to the code does not reinstall them. .npmrc keeps
# onnxruntime-node's install script from fetching CUDA libraries (docs/decisions/091).
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
# The media variants are committed (docs/decisions/060): the build encodes no image.
COPY . .
RUN npm run build \
    && npm prune --omit=dev --no-audit --no-fund

# The server needs no development dependency at run time: its bundle carries its own
# (docs/decisions/063). The TypeScript of server/, app/ and scripts/ runs as it is on Node 24.
FROM node:24-bookworm-slim
WORKDIR /app
COPY --from=build /app /app
RUN mkdir /data && chown node:node /data

ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
VOLUME /data
EXPOSE 3000
USER node

# 200 while the database answers, 503 otherwise.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:3000/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

# Node is PID 1 and handles SIGTERM itself: `docker stop` lets open requests finish and closes
# the database (server/main.ts). Migrations are applied at every start.
CMD ["node", "server/main.ts"]
