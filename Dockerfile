# syntax=docker/dockerfile:1
# The site as a container: the same steps as the standalone browser test (e2e/standalone.test.ts).
#   docker build -t sba-docs .
#   docker run -p 3000:3000 sba-docs
# With several instances, give every one the same REDIS_URL (see README, Deploy). Another docs
# version: check out its release tag and add --build-arg DOCS_VERSION=3.4.7 (README, Versions).

# 1. Install every dependency and build: the content release and the standalone server.
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
# With the package of process-wide values (lib/process), which npm copies into node_modules as
# .npmrc says.
COPY package.json package-lock.json .npmrc ./
COPY lib/process ./lib/process
# The committed lock is complete (every platform's optional packages): a plain `npm ci`.
RUN npm ci --no-audit --no-fund
COPY . .
# The version this image documents and its base path (default: the package version, /<version>).
ARG DOCS_VERSION=""
ARG DOCS_BASE_PATH=""
RUN DOCS_VERSION="$DOCS_VERSION" DOCS_BASE_PATH="$DOCS_BASE_PATH" npm run build

# 2. Only what a host copies: the standalone server (with static files, public/ and the current
#    release, added by the build), run as an unprivileged user.
FROM node:20-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 HOST=0.0.0.0 HOSTNAME=0.0.0.0 PORT=3000
RUN groupadd --system site && useradd --system --gid site --home-dir /app site
COPY --from=build --chown=site:site /app/.next/standalone ./
USER site
EXPOSE 3000
CMD ["node", "server.js"]
