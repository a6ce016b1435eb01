import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'
import { layersRule } from './eslint/layers.js'
import { rendererFoldersRule } from './eslint/renderer-folders.js'
import { sequencerFeaturesRule } from './eslint/sequencer-features.js'

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', 'coverage/**'] },
  ...tseslint.configs.recommended,
  {
    plugins: {
      local: {
        rules: {
          layers: layersRule,
          'sequencer-features': sequencerFeaturesRule,
          'renderer-folders': rendererFoldersRule,
        },
      },
    },
    rules: {
      'local/layers': 'error',
      'local/sequencer-features': 'error',
      'local/renderer-folders': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': 'off',
    },
  },
  {
    // Type-aware rules for the bugs types can see: a promise nobody awaits (its rejection is lost), a
    // promise where a void callback is expected (an event handler, a timer), a switch over a union that
    // misses a member. Each file is read with the tsconfig of the process it runs in: the renderer with
    // tsconfig.web.json, its tests with tsconfig.web-tests.json (DOM and Node), everything else (shared,
    // Node code, the other tests, bench, scripts) with tsconfig.node.json.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.node.json', './tsconfig.web.json', './tsconfig.web-tests.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
    },
  },
  {
    // Hooks called in a fixed order, and effects re-run when what they read changes.
    files: ['src/renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The renderer's state lives in one store (Excalidraw's habit with jotai), built from slices in
    // src/renderer/store/: components read it through its hooks, so the store's shape can change in
    // one place.
    files: ['src/renderer/**/*.{ts,tsx}'],
    ignores: ['src/renderer/store/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zustand',
              message:
                'Use useApp/actions from src/renderer/store; only the store module imports zustand.',
            },
          ],
          patterns: [
            {
              group: ['zustand/*'],
              message:
                'Use useApp/actions from src/renderer/store; only the store module imports zustand.',
            },
          ],
        },
      ],
    },
  },
  {
    // Shared code runs in every process, the sandboxed renderer included: no DOM or Node globals.
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'navigator',
        'localStorage',
        'process',
        'Buffer',
        'require',
        '__dirname',
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "ThrowStatement > NewExpression[callee.name='Error']",
          message:
            'Throw a typed error (TypeError, RangeError or one of ours), never a bare Error.',
        },
      ],
    },
  },
)
