import { smsKeyword } from './sms-keywords';

describe('inbound text keywords', () => {
  it.each(['STOP', 'stop', 'Stop', ' STOPALL ', 'unsubscribe', 'Cancel', 'END', 'quit', 'stop.', 'STOP!'])('reads %j as an opt-out', (body) => {
    expect(smsKeyword(body)).toBe('stop');
  });

  it.each(['START', 'unstop', 'Yes', ' yes! '])('reads %j as opting back in', (body) => {
    expect(smsKeyword(body)).toBe('start');
  });

  it.each(['HELP', 'info', 'Help?'])('reads %j as asking for help', (body) => {
    expect(smsKeyword(body)).toBe('help');
  });

  it.each(['', 'please stop texting me', 'stop it', 'STOPP', 'thanks', 'yes please', 'toString', '__proto__'])('reads %j as no keyword', (body) => {
    expect(smsKeyword(body)).toBe('other');
  });
});
