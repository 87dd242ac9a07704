import { defineConfig } from '@hey-api/openapi-ts';

// The client is generated from the backend's committed OpenAPI document; never edit the output.
export default defineConfig({
  input: '../backend/openapi.json',
  output: {
    path: 'src/api/generated',
    clean: true,
  },
  plugins: [
    // Enums also as objects, so the app lists the API's values (company sizes, statuses…) instead of declaring them again.
    { name: '@hey-api/typescript', enums: { mode: 'javascript', case: 'preserve' } },
    '@hey-api/sdk',
    {
      name: '@hey-api/client-fetch',
      // Applied before the first request, whatever imports the client first (see ../client.ts).
      runtimeConfigPath: '../client',
      throwOnError: true,
    },
    {
      name: '@tanstack/react-query',
      queryOptions: true,
      queryKeys: true,
      mutationOptions: true,
      infiniteQueryOptions: false,
      infiniteQueryKeys: false,
    },
  ],
});
