import { describe, expect, it } from 'vitest'
import { createApiClient } from './client.ts'
import { createChatCalls, newClientMessageId } from './chat-calls.ts'

const message = {
  id: 7,
  conversation_id: 3,
  sender_id: 1,
  kind: 'text',
  text: 'Hi',
  gift: null,
  media: null,
  created_at: '2026-01-01T00:00:00.000Z',
  read: false,
}

describe('chat calls', () => {
  it('retries a failed send with the same client message id', async () => {
    const bodies: string[] = []
    let calls = 0
    const client = createApiClient({
      baseUrl: 'http://api.test',
      retry: { sleep: async () => {} },
      fetch: async (_url, init) => {
        bodies.push(String(init?.body))
        calls += 1
        if (calls === 1)
          return new Response('{"error":"internal_error","message":"x"}', { status: 502 })
        return Response.json({ message, credits: 8, free_messages_left: 0 })
      },
    })
    const id = newClientMessageId()
    const result = await createChatCalls(client).sendMessage({
      profile_id: 2,
      client_message_id: id,
      text: 'Hi',
    })
    expect(result.credits).toBe(8)
    expect(bodies).toHaveLength(2)
    expect(bodies[0]).toBe(bodies[1])
    expect(JSON.parse(bodies[1] as string).client_message_id).toBe(id)
  })

  it('sends a photo as multipart, the same form with the same client message id on a retry', async () => {
    const forms: FormData[] = []
    const client = createApiClient({
      baseUrl: 'http://api.test',
      retry: { sleep: async () => {} },
      fetch: async (url, init) => {
        expect(url).toBe('http://api.test/api/chat-photo.php')
        expect(new Headers(init?.headers).get('content-type')).toBeNull()
        forms.push(init?.body as FormData)
        if (forms.length === 1) throw new TypeError('network down')
        return Response.json({
          message: { ...message, kind: 'photo', text: '', media: '/api/chat-photo.php?id=7' },
          credits: 2,
          free_messages_left: 0,
        })
      },
    })
    const photo = new Blob([new Uint8Array([255, 216, 255])], { type: 'image/jpeg' })
    const result = await createChatCalls(client).sendPhoto({
      profile_id: 2,
      client_message_id: 'photo-client-1',
      photo,
    })
    expect(result.message.kind).toBe('photo')
    expect(forms).toHaveLength(2)
    for (const form of forms) {
      expect(form.get('profile_id')).toBe('2')
      expect(form.get('client_message_id')).toBe('photo-client-1')
      expect(form.get('photo')).toBeInstanceOf(Blob)
    }
  })

  it('deletes a chat with the conversation in the body', async () => {
    let seen: { method?: string; body?: string } = {}
    const client = createApiClient({
      baseUrl: 'http://api.test',
      fetch: async (_url, init) => {
        seen = { method: init?.method, body: String(init?.body) }
        return Response.json({ ok: true })
      },
    })
    await createChatCalls(client).deleteChat({ conversation: 4 })
    expect(seen).toEqual({ method: 'DELETE', body: '{"conversation":4}' })
  })
})
