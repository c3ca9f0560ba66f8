import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import astro from 'eslint-plugin-astro';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'content-db/data/**', '.astro/**', 'site/.astro/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // .astro files: the frontmatter and <script>s through the TypeScript parser, plus Astro's own rules.
  ...astro.configs.recommended,
  // The frontmatter is TypeScript too: the same core-rule adjustments as .ts files (no-var, prefer-const; no-undef left to astro check).
  { files: ['**/*.astro'], rules: tseslint.configs.eslintRecommended.rules },
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
);
