# syntax=docker/dockerfile:1
# The production image (the last stage, `runtime`): the API serving GraphQL, /health, invoice PDFs
# and the built web app on :3000. The `backup` stage is docker-compose.yml's backup service.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx nx run-many -t build -p api web --skip-nx-cache

# The nightly backups: pg_dump, pg_restore and psql of the database's own image (pg_dump cannot
# read a newer server), driven by the backup tool of this build on the same Node.
FROM postgres:18 AS backup
COPY --from=build /usr/local/bin/node /usr/local/bin/node
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules/aws4 ./node_modules/aws4
COPY --from=build /app/dist/apps/api/src/backup ./dist/apps/api/src/backup
ENV BACKUP_DIR=/backups
ENTRYPOINT []
CMD ["node", "dist/apps/api/src/backup/cli.js", "schedule"]

FROM node:24-bookworm-slim AS runtime
# No demo accounts (their passwords are published) unless SEED_DEMO=true is asked for. The log in
# JSON lines, as a collector reads it (LOG_FORMAT=text: lines a person reads).
ENV NODE_ENV=production PORT=3000 SEED_DEMO=false LOG_FORMAT=json
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
# DATA_DIR: e-mails are written there as .eml files while no SMTP_URL is set.
RUN mkdir -p .data && chown node:node .data
USER node
EXPOSE 3000
# Readiness: the database answers and every migration is applied (/health alone is liveness).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "dist/apps/api/src/main.js"]
