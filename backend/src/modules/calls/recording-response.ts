import { applyDecorators } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiProduces, ApiResponse } from '@nestjs/swagger';

const AUDIO = { schema: { type: 'string', format: 'binary' } };
const HEADERS = {
  'Accept-Ranges': { description: 'bytes: the player may ask for a part (Range)', schema: { type: 'string' } },
  'Content-Length': { schema: { type: 'integer' } },
  'Cache-Control': { description: 'private, no-store', schema: { type: 'string' } },
};

/** Documents a recording route: audio bytes, whole (200) or the requested part (206). */
export function ApiRecording() {
  return applyDecorators(
    ApiProduces('audio/*'),
    ApiHeader({ name: 'Range', required: false, description: 'bytes=start-end (one range), as the browser’s audio player sends when seeking' }),
    ApiOkResponse({ description: 'The whole recording', content: { 'audio/*': AUDIO }, headers: HEADERS }),
    ApiResponse({
      status: 206,
      description: 'The requested bytes of the recording',
      content: { 'audio/*': AUDIO },
      headers: { ...HEADERS, 'Content-Range': { description: 'bytes start-end/size', schema: { type: 'string' } } },
    }),
  );
}
