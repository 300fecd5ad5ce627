// Stands in for `server-only` under jest, which runs server modules outside React's server build.
export {};
