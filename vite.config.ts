import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  build: { assetsInlineLimit: 0 },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              // React, React DOM and React Router run on every page: as one chunk they compress
              // better than as the six pieces the automatic splitting cuts them into (about 4 KB
              // gzip less per visitor, docs/benchmarks.md "Visitor JavaScript"); no page loads any
              // more of them.
              groups: [{ name: "react", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ }],
            },
          },
        },
      },
    },
  },
});
