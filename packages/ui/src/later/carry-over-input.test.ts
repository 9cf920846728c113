import { describe, expect, it } from 'vitest'
import { carryOverEnteredInput, readEnteredInput } from './carry-over-input.ts'

// Stand-ins with what the module touches, so a test sees each event it sends; the site's account
// deletion journey (apps/site/tests/e2e/account-settings.spec.ts) runs it in Chromium, and
// markup-until-loaded.test.tsx with React's controlled fields.
class FakeControl {
  events: string[] = []
  focused = false
  files: FileList | null = null
  constructor(
    public name: string,
    public type: string,
    public value = '',
    public checked = false,
  ) {}
  click() {
    this.checked = this.type === 'radio' ? true : !this.checked
    this.events.push('click')
  }
  dispatchEvent(event: Event) {
    this.events.push(event.type)
    return true
  }
  focus() {
    this.focused = true
  }
}

function fakeForm() {
  const controls = {
    price: new FakeControl('reason', 'radio', 'price'),
    found: new FakeControl('reason', 'radio', 'found'),
    keep: new FakeControl('keep', 'checkbox', 'yes', true),
    email: new FakeControl('email', 'email'),
    password: new FakeControl('old-password', 'password'),
    step: new FakeControl('step', 'hidden', '1'),
    note: new FakeControl('note', 'textarea'),
    photo: new FakeControl('photo', 'file'),
  }
  const document = { activeElement: null as FakeControl | null }
  const root = {
    ownerDocument: document,
    querySelectorAll: () => Object.values(controls),
  } as unknown as Element
  return { controls, document, root }
}

describe('carryOverEnteredInput', () => {
  it('carries what was entered in the server markup into its replacement, with events', () => {
    const server = fakeForm()
    server.controls.found.checked = true
    server.controls.keep.checked = false
    server.controls.email.value = 'anna@example.com'
    server.controls.note.value = 'Too many messages'
    server.controls.password.value = 'not-my-password'
    server.controls.step.value = 'forged'
    server.document.activeElement = server.controls.email
    const chosen = [new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' })] as unknown as FileList
    server.controls.photo.files = chosen
    const entered = readEnteredInput(server.root)

    const loaded = fakeForm()
    carryOverEnteredInput(entered, loaded.root)
    const { controls } = loaded
    expect(controls.found.checked).toBe(true)
    expect(controls.found.events).toEqual(['click'])
    expect(controls.price.events).toEqual([])
    expect(controls.keep.checked).toBe(false)
    expect(controls.email.value).toBe('anna@example.com')
    expect(controls.email.events).toEqual(['input', 'change'])
    expect(controls.email.focused).toBe(true)
    expect(controls.note.value).toBe('Too many messages')
    expect(controls.password.value).toBe('not-my-password')
    // Hidden fields are the page's, not the visitor's.
    expect(controls.step.value).toBe('1')
    // A file chosen before the code arrived is still chosen (the profile's photo upload).
    expect(controls.photo.files).toBe(chosen)
    expect(controls.photo.events).toEqual(['input', 'change'])
  })

  it('changes nothing when nothing was entered', () => {
    const entered = readEnteredInput(fakeForm().root)
    const loaded = fakeForm()
    carryOverEnteredInput(entered, loaded.root)
    for (const control of Object.values(loaded.controls)) expect(control.events).toEqual([])
  })
})
