/**
 * What a visitor entered in server markup before its code arrived (markupUntilLoaded), carried
 * into the markup React renders in its place: a checked radio, a typed email, a chosen option.
 * Values are set as the browser would (the native setter, then `input` and `change` events),
 * so React's controlled fields take them into their state too. A chosen file goes over as its
 * `FileList` (a file field takes no value, but takes another field's files).
 */

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

export interface EnteredInput {
  controls: { key: string; value: string; checked: boolean; files: FileList | null }[]
  focused: string | null
}

// Hidden fields are the page's.
const skippedTypes = new Set(['hidden', 'submit', 'button', 'reset', 'image'])

function controlsIn(root: Element): Control[] {
  return [...root.querySelectorAll<Control>('input, select, textarea')].filter(
    (control) => control.name !== '' && !skippedTypes.has(control.type),
  )
}

const isToggle = (control: Control): control is HTMLInputElement =>
  control.type === 'radio' || control.type === 'checkbox'

const isFileField = (control: Control): control is HTMLInputElement => control.type === 'file'

/** The files chosen in a file field, or null for any other control or no choice. */
function chosenFiles(control: Control): FileList | null {
  return isFileField(control) && control.files && control.files.length > 0 ? control.files : null
}

/** A control's identity across the two renderings: its form field name, and value for toggles. */
function keyOf(control: Control): string {
  return isToggle(control) ? `${control.name}=${control.value}` : control.name
}

export function readEnteredInput(root: Element): EnteredInput {
  const controls = controlsIn(root)
  const focused = controls.find((control) => control === root.ownerDocument.activeElement)
  return {
    controls: controls.map((control) => ({
      key: keyOf(control),
      value: control.value,
      checked: isToggle(control) && control.checked,
      files: chosenFiles(control),
    })),
    focused: focused ? keyOf(focused) : null,
  }
}

function setValue(control: Control, value: string) {
  // React tracks the value its own setter last wrote; the prototype's setter bypasses that, so
  // React sees a change and its controlled field's onChange runs.
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set
  if (setter) setter.call(control, value)
  else control.value = value
  control.dispatchEvent(new Event('input', { bubbles: true }))
  control.dispatchEvent(new Event('change', { bubbles: true }))
}

export function carryOverEnteredInput(entered: EnteredInput, root: Element): void {
  const byKey = new Map(entered.controls.map((control) => [control.key, control]))
  for (const control of controlsIn(root)) {
    const before = byKey.get(keyOf(control))
    if (!before) continue
    if (isToggle(control)) {
      // A click checks (or unchecks) it as the visitor did, with the events React listens to.
      if (before.checked !== control.checked) control.click()
    } else if (isFileField(control)) {
      if (before.files) {
        control.files = before.files
        control.dispatchEvent(new Event('input', { bubbles: true }))
        control.dispatchEvent(new Event('change', { bubbles: true }))
      }
    } else if (before.value !== control.value) {
      setValue(control, before.value)
    }
    if (entered.focused === keyOf(control)) control.focus()
  }
}
