import { homeGlyph } from './glyphs/home.tsx'
import { searchGlyph } from './glyphs/search.tsx'
import { chatGlyph } from './glyphs/chat.tsx'
import { heartGlyph } from './glyphs/heart.tsx'
import { coinsGlyph } from './glyphs/coins.tsx'
import { crownGlyph } from './glyphs/crown.tsx'
import { userGlyph } from './glyphs/user.tsx'
import { settingsGlyph } from './glyphs/settings.tsx'
import { logoutGlyph } from './glyphs/logout.tsx'
import { lockGlyph } from './glyphs/lock.tsx'
import { cameraGlyph } from './glyphs/camera.tsx'
import { mapPinGlyph } from './glyphs/map-pin.tsx'
import { bellGlyph } from './glyphs/bell.tsx'
import { giftGlyph } from './glyphs/gift.tsx'
import { starGlyph } from './glyphs/star.tsx'
import { checkGlyph } from './glyphs/check.tsx'
import { infoGlyph } from './glyphs/info.tsx'
import { warningGlyph } from './glyphs/warning.tsx'
import { closeGlyph } from './glyphs/close.tsx'
import { menuGlyph } from './glyphs/menu.tsx'
import { plusGlyph } from './glyphs/plus.tsx'
import { chevronLeftGlyph } from './glyphs/chevron-left.tsx'
import { chevronRightGlyph } from './glyphs/chevron-right.tsx'
import { chevronDownGlyph } from './glyphs/chevron-down.tsx'
import { playGlyph } from './glyphs/play.tsx'
import { pauseGlyph } from './glyphs/pause.tsx'
import { arrowLeftGlyph } from './glyphs/arrow-left.tsx'

/**
 * Every glyph by name, for the kit's stories and tests; code that draws an icon imports its
 * glyph's own module (`@dating/ui/glyphs/heart`) so a page loads only the glyphs it shows.
 */
export const allGlyphs = {
  home: homeGlyph,
  search: searchGlyph,
  chat: chatGlyph,
  heart: heartGlyph,
  coins: coinsGlyph,
  crown: crownGlyph,
  user: userGlyph,
  settings: settingsGlyph,
  logout: logoutGlyph,
  lock: lockGlyph,
  camera: cameraGlyph,
  mapPin: mapPinGlyph,
  bell: bellGlyph,
  gift: giftGlyph,
  star: starGlyph,
  check: checkGlyph,
  info: infoGlyph,
  warning: warningGlyph,
  close: closeGlyph,
  menu: menuGlyph,
  plus: plusGlyph,
  chevronLeft: chevronLeftGlyph,
  chevronRight: chevronRightGlyph,
  chevronDown: chevronDownGlyph,
  play: playGlyph,
  pause: pauseGlyph,
  arrowLeft: arrowLeftGlyph,
}

export type GlyphName = keyof typeof allGlyphs

export const glyphNames = Object.keys(allGlyphs) as GlyphName[]
