import { Injectable } from '@nestjs/common';

/** Whether this api process is stopping: its shutdown says so first, and the readiness check answers 503 from then on. */
@Injectable()
export class Draining {
  private started = false;

  get active(): boolean {
    return this.started;
  }

  start(): void {
    this.started = true;
  }
}
