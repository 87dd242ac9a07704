# One image for the api and the worker (docker-compose.yml runs it twice with different commands).
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV SCARF_ANALYTICS=false NX_DAEMON=false NX_NO_CLOUD=true
COPY package.json package-lock.json .npmrc ./
COPY packages/payments-sandbox/package.json packages/payments-sandbox/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY e2e/package.json e2e/
RUN npm install --no-audit --no-fund
COPY tsconfig.base.json nx.json ./
COPY packages packages
COPY backend backend
COPY frontend frontend
# The web app's settings are fixed at build time (.env.example, Web app): `--build-arg VITE_SCHEDULER_DEMO_URL=...`.
ARG VITE_SCHEDULER_DEMO_URL
ARG VITE_SCHEDULER_CONSULTATION_URL
ARG VITE_SCHEDULER_ONBOARDING_URL
# The backend's build builds the payment sandbox package first (nx: ^build).
RUN npx nx run-many -t build -p @receptionists/backend @receptionists/frontend --output-style=static

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 WEB_DIST=/app/frontend/dist
COPY --from=build /app/node_modules node_modules
# node_modules/@receptionists/payments-sandbox is a link to the workspace package: its manifest and build go beside it.
COPY --from=build /app/packages/payments-sandbox/package.json packages/payments-sandbox/package.json
COPY --from=build /app/packages/payments-sandbox/dist packages/payments-sandbox/dist
COPY --from=build /app/backend/package.json backend/package.json
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/frontend/dist frontend/dist
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# Migrations and the administrator first, then the api; the worker service overrides the command. When set-up stops
# (e.g. a customer account holds ADMIN_EMAIL) its reason is the container's last log line and the api never starts.
# Operators' commands run in the container: node backend/dist/scripts/admin-command.js password | reset-second-factor.
CMD ["sh", "-c", "node backend/dist/scripts/setup-database.js && node backend/dist/main.js"]
