import { PointerSensor, type PointerSensorOptions } from '@dnd-kit/core';
import type { PointerEvent } from 'react';

/**
 * The mouse and pen half of document 000 §2.6 ("about 5 px of mouse movement"): touch is left to the
 * TouchSensor and its 120 ms press, and the card's menu button never starts a drag.
 */
export class MousePointerSensor extends PointerSensor {
  static activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: ({ nativeEvent: event }: PointerEvent, { onActivation }: PointerSensorOptions) => {
        if (!event.isPrimary || event.button !== 0 || event.pointerType === 'touch') return false;
        if (event.target instanceof Element && event.target.closest('[data-no-drag]')) return false;
        onActivation?.({ event });
        return true;
      },
    },
  ];
}
