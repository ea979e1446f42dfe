FROM python:3.11-slim

# DejaVu fonts make the table pictures match what the tests render.
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core \
    && rm -rf /var/lib/apt/lists/*

WORKDIR /app
COPY pyproject.toml README.md ./
COPY bot ./bot
COPY cogs ./cogs
COPY db ./db
COPY games ./games
RUN pip install --no-cache-dir .

ENV DATABASE_PATH=/data/gamehost.sqlite3 \
    PYTHONUNBUFFERED=1
VOLUME ["/data"]
RUN useradd --create-home --uid 1000 gamehost && mkdir -p /data && chown gamehost /data
USER gamehost

CMD ["python", "-m", "bot"]
