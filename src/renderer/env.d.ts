// The stylesheet is imported for its side effect; the bundler emits it as a file.
declare module '*.css'
