/**
 * The preload: exposes `window.cosigner` (see ./api) and nothing else. It runs sandboxed, so it is
 * bundled as one CommonJS file that requires only `electron` (electron.vite.config.ts).
 * @module
 */
import { contextBridge, ipcRenderer } from 'electron'
import { buildCosignerApi } from './api'

contextBridge.exposeInMainWorld(
  'cosigner',
  buildCosignerApi(
    (channel, input) => ipcRenderer.invoke(channel, input),
    (channel, handler) => ipcRenderer.on(channel, (_event, payload: unknown) => handler(payload)),
  ),
)
