import * as a11yAnnotations from '@storybook/addon-a11y/preview'
import { setProjectAnnotations } from '@storybook/react-vite'
import * as previewAnnotations from './preview.tsx'

// The stories run as vitest tests with the same decorators, parameters and axe checks.
setProjectAnnotations([a11yAnnotations, previewAnnotations])
