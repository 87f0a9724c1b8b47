/** Theme tokens; loaded by src/styles/global.css with @config. */
export default {
  content: ['./src/**/*.{astro,tsx,ts}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#fff7ed',
          100: '#ffedd5',
          200: '#fed7aa',
          500: '#ea580c',
          600: '#c2410c',
          700: '#9a3412',
          900: '#431407',
        },
        night: {
          700: '#1e293b',
          800: '#172033',
          900: '#0f172a',
        },
        nemrut: '#b45309',
      },
      fontFamily: {
        // System faces with full Turkish coverage (İ ı ş ğ ç ö ü â); no web-font download.
        sans: [
          'system-ui',
          '-apple-system',
          '"Segoe UI"',
          'Roboto',
          '"Noto Sans"',
          '"Helvetica Neue"',
          'Arial',
          'sans-serif',
        ],
      },
    },
  },
};
