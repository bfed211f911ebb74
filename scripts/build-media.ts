console.info("media: nothing to do yet");
