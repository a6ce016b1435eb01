/**
 * The renderer's entry: mounts the app. Everything the page may do goes through the store's actions
 * to `window.cosigner` (./store, ./base/bridge); this file only starts React.
 * @module
 */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
// Plain CSS, one file per area; the bundler joins them into one stylesheet, in this order.
import './styles/theme.css'
import './styles/base.css'
import './styles/blocks.css'
import './styles/queue.css'
import './styles/review.css'
import './styles/groups-activity.css'
import './styles/conversation.css'
import './styles/accounts.css'
import './styles/runs.css'
import './styles/lock.css'
import './styles/adapt.css'

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}
