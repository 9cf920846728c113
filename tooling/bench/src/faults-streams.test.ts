import { describe, expect, it } from 'vitest'
import { chatPairs, type FaultMember } from './fault-members.ts'
import { overMemoryBound, type StreamsResult } from './faults-streams.ts'

const member = (profileId: number, gender: string, sexuality = 'hetero'): FaultMember => ({
  profileId,
  userId: profileId,
  email: '',
  cookie: '',
  host: 'localhost',
  gender,
  sexuality,
})

describe('the faults bench', () => {
  it('pairs men and women who look for each other, in seed order', () => {
    const members = [
      member(1, 'male'),
      member(2, 'female', 'homo'),
      member(3, 'female'),
      member(4, 'male', 'bi'),
      member(5, 'male'),
      member(6, 'female'),
    ]
    expect(chatPairs(members, 2).map(([from, to]) => [from.profileId, to.profileId])).toEqual([
      [1, 3],
      [5, 6],
    ])
    expect(() => chatPairs(members, 3)).toThrow(/Fewer than 3/)
  })

  it('names the processes over the memory bound', () => {
    const result = (
      perStreamKb: number,
      openMb: number,
      endMb: number,
      streams = 1_000,
    ): StreamsResult => ({
      label: 'run',
      streams: 10,
      opened: 10,
      openMs: 1,
      dropped: 0,
      sent: 1,
      failedSends: 0,
      delivered: 1,
      notDelivered: 0,
      p50: 1,
      p90: 1,
      p99: 1,
      max: 1,
      memory: [{ name: 'api', streams, startMb: 100, openMb, endMb, perStreamKb }],
    })
    expect(overMemoryBound(result(60, 270, 303))).toEqual([])
    expect(overMemoryBound(result(160, 270, 280))).toEqual(['api'])
    expect(overMemoryBound(result(60, 270, 400))).toEqual(['api'])
    // A few streams: the process's warm-up, not the streams, is what opening them shows.
    expect(overMemoryBound(result(700, 270, 280, 40))).toEqual([])
  })
})
