import type { Config } from 'tailwindcss'

/**
 * Design tokens. Tailwind 4 reads the rest of its setup from styles/globals.css (`@config`
 * points here). Colours are chosen for WCAG AA contrast in both colour modes.
 */
const config: Config = {
  content: ['./pages/**/*.{ts,tsx}', './components/**/*.{ts,tsx}', './lib/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#effcf7',
          100: '#d8f7eb',
          200: '#b4eed8',
          300: '#7fdfbf',
          400: '#42d3a5',
          500: '#1fb487',
          600: '#12916d',
          700: '#0f745a',
          800: '#105c49',
          900: '#0e4c3e',
          950: '#062b23',
        },
      },
      screens: { desktop: '996px' },
      maxWidth: { content: '52rem' },
      spacing: { navbar: '3.75rem' },
      borderRadius: { card: '0.75rem' },
    },
  },
}

export default config
