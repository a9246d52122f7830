# One image for the API (which also serves the built web app), the worker and the demo shop.
# Node 24 LTS; ffmpeg, Chromium and fonts from Debian.
FROM node:24-bookworm-slim AS base
RUN apt-get update -qq \
  && apt-get install -y -qq --no-install-recommends ffmpeg chromium fonts-dejavu-core fonts-liberation2 ca-certificates \
  && rm -rf /var/lib/apt/lists/*
ENV PNPM_HOME=/pnpm PATH=/pnpm:$PATH
RUN npm install -g pnpm@10.34.8
WORKDIR /app

FROM base AS build
COPY . .
RUN pnpm install --frozen-lockfile \
  && PRISMA_SCHEMA_ENGINE_BINARY=/bin/true pnpm --filter @adreel/db generate \
  && pnpm --filter @adreel/web build \
  && node scripts/build-server.mjs

FROM base AS runtime
# glibc malloc settings for the render worker: see packages/config/src/malloc-env.ts.
ENV NODE_ENV=production MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=1048576
COPY --from=build /app /app
EXPOSE 4000
# Compiled JavaScript (scripts/build-server.mjs): no TypeScript is transpiled at runtime.
CMD ["node", "apps/api/dist/server.mjs"]
