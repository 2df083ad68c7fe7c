import type { RealtimeServerFrame } from '../../../shared/api/realtime';

/** What the hub uses of a `ws` WebSocket (its types are not installed; this is the surface we rely on). */
export interface HubSocket {
  readonly bufferedAmount: number;
  send(data: string): void;
  ping(): void;
  close(code: number, reason?: string): void;
  terminate(): void;
  on(event: 'message', listener: (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => void): void;
  on(event: 'pong' | 'close', listener: () => void): void;
}

/**
 * One connected socket: who it is and what it listens to. `memberId` is set by a successful auth
 * frame; `sessionId` is re-checked periodically, so a logout or replaced session closes the socket.
 */
export class Connection {
  authenticated = false;
  memberId: number | null = null;
  sessionId: number | null = null;
  /** Answered the last ping (or has not been pinged yet). */
  alive = true;
  readonly topics = new Set<string>();

  constructor(
    readonly socket: HubSocket,
    /** Send buffer bound in bytes: past it the socket is dropped rather than queued for. */
    private readonly maxBuffered: number,
    private readonly onDropped: (connection: Connection) => void,
  ) {}

  /**
   * Sends a frame unless the socket is not keeping up. A client that stops reading makes
   * `bufferedAmount` grow with every event; rather than hold an unbounded queue in server memory
   * it is cut off at once (terminate: a close frame would wait behind the same full buffer), and
   * its client reconnects and refetches.
   */
  sendRaw(frame: string): void {
    if (this.socket.bufferedAmount + frame.length > this.maxBuffered) {
      this.onDropped(this);
      this.socket.terminate();
      return;
    }
    this.socket.send(frame);
  }

  send(frame: RealtimeServerFrame): void {
    this.sendRaw(JSON.stringify(frame));
  }
}
