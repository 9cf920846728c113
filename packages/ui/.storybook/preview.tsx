import type { Decorator, Preview } from '@storybook/react-vite'
import { useEffect } from 'react'
import '../src/theme/global.css.ts'
import { flirtwaveTheme } from '../src/theme/brands/flirtwave.css.ts'
import { herzklopfenTheme } from '../src/theme/brands/herzklopfen.css.ts'

const brandThemes: Record<string, string> = {
  flirtwave: flirtwaveTheme,
  herzklopfen: herzklopfenTheme,
}

const withBrand: Decorator = (Story, context) => {
  const themeClass = brandThemes[context.globals.brand as string] ?? flirtwaveTheme
  useEffect(() => {
    const root = document.documentElement
    root.classList.remove(...Object.values(brandThemes))
    root.classList.add(themeClass)
  }, [themeClass])
  return (
    <div className={themeClass}>
      <Story />
    </div>
  )
}

const preview: Preview = {
  decorators: [withBrand],
  globalTypes: {
    brand: {
      description: 'Brand theme',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: [
          { value: 'flirtwave', title: 'Flirtwave' },
          { value: 'herzklopfen', title: 'Herzklopfen' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'flirtwave' },
  parameters: {
    // An axe violation fails the story's test (npm test), not only the addon panel.
    a11y: { test: 'error' },
    layout: 'padded',
    controls: { expanded: true },
    viewport: {
      options: {
        phone: {
          name: 'Phone 375',
          styles: { width: '375px', height: '812px' },
          type: 'mobile',
        },
        desktop: {
          name: 'Desktop 1280',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
  },
}

export default preview
