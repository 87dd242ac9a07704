# One image for the api, the worker and the migration Job (docker-compose.yml; deploy/kubernetes, see
# docs/operations-kubernetes.md). Three stages: build (every dependency, compiles), production-deps (the backend's
# production dependencies only) and the runtime image (those dependencies and the built output, run as `node`).

# Every workspace's manifest: npm ci checks the lockfile against all of them, whatever it installs.
FROM node:24.22.3-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/payments-sandbox/package.json packages/payments-sandbox/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY e2e/package.json e2e/

FROM manifests AS build
ENV SCARF_ANALYTICS=false NX_DAEMON=false NX_NO_CLOUD=true
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json nx.json ./
COPY packages packages
COPY backend backend
COPY frontend frontend
# The web app's settings are fixed at build time (.env.example, Web app): `--build-arg VITE_SCHEDULER_DEMO_URL=...`.
ARG VITE_SCHEDULER_DEMO_URL
ARG VITE_SCHEDULER_CONSULTATION_URL
ARG VITE_SCHEDULER_ONBOARDING_URL
# The backend's build builds the payment sandbox package first (nx: ^build).
RUN npx nx run-many -t build -p backend frontend --output-style=static

# What the backend needs at run time and nothing else: no compilers, test tools, nx or the web app's build chain (the
# web app's and e2e's manifests were only there for npm ci's lockfile check).
FROM manifests AS production-deps
ENV SCARF_ANALYTICS=false
RUN npm ci --omit=dev --workspace backend --workspace packages/payments-sandbox --no-audit --no-fund && rm -r frontend e2e

FROM node:24.22.3-bookworm-slim
# npm, npx, corepack and yarn are not needed to run the app (operators' commands are `node backend/dist/scripts/...`).
RUN rm -rf /usr/local/lib/node_modules/npm /usr/local/lib/node_modules/corepack /opt/yarn-* \
      /usr/local/bin/npm /usr/local/bin/npx /usr/local/bin/corepack /usr/local/bin/yarn /usr/local/bin/yarnpkg
WORKDIR /app
ENV NODE_ENV=production PORT=3000 WEB_DIST=/app/frontend/dist
# Files stay owned by root, read-only for the `node` user the processes run as. All of /app: npm may nest a package in
# a workspace's own node_modules.
COPY --from=production-deps /app ./
# node_modules/@receptionists/* are links to the workspace folders, whose manifests came above: their builds go beside.
COPY --from=build /app/packages/payments-sandbox/dist packages/payments-sandbox/dist
COPY --from=build /app/backend/dist backend/dist
# Files the backend reads at run time beside its build: the mails' logo (backend/src/mail/mail-logo.ts).
COPY --from=build /app/backend/assets backend/assets
COPY --from=build /app/frontend/dist frontend/dist
USER node
EXPOSE 3000
# Liveness of the api on PORT; the worker's container checks its own port (docker-compose.yml), Kubernetes uses probes.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health/live`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Migrations and the administrator first, then the api (exec: node is PID 1 and receives SIGTERM itself, to drain).
# When set-up stops (e.g. a customer account holds ADMIN_EMAIL) its reason is the container's last log line and the api
# never starts. The worker and Kubernetes override the command (docs/operations-kubernetes.md).
# Operators' commands run in the container: node backend/dist/scripts/admin-command.js password | reset-second-factor.
CMD ["sh", "-c", "node backend/dist/scripts/setup-database.js && exec node backend/dist/main.js"]
