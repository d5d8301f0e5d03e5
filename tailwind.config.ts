import type { Config } from "tailwindcss";

export default {
  content: ["./app/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        // A calm, warm palette: sand backgrounds, terracotta accents, deep teal text.
        sable: { 50: "#fdfaf5", 100: "#f8f1e6", 200: "#efe1cb", 300: "#e2cba8" },
        terre: { 400: "#d7875f", 500: "#c96f45", 600: "#ad5632", 700: "#8a4327" },
        sauge: { 100: "#e6efe8", 500: "#6f9479", 700: "#486650" },
        encre: { 500: "#4a5b63", 700: "#2f3e45", 900: "#1c272c" },
      },
      fontFamily: {
        sans: ["system-ui", "-apple-system", "Segoe UI", "Roboto", "sans-serif"],
        serif: ["Georgia", "Cambria", "Times New Roman", "serif"],
      },
    },
  },
  plugins: [],
} satisfies Config;
